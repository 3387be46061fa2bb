import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";

/**
 * Questions at a terminal: answers echo as typed, except hidden ones (passwords). Ctrl-C or
 * Ctrl-D ends the program without creating anything.
 */
export function terminalQuestions() {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const cancel = () => {
    process.stdout.write("\ncancelled: nothing was created (ยกเลิกแล้ว)\n");
    process.exit(130);
  };
  prompt.on("SIGINT", cancel);
  prompt.on("close", cancel);

  return {
    ask: (question: string) => prompt.question(`${question}: `),
    async askHidden(question: string): Promise<string> {
      process.stdout.write(`${question}: `);
      muted = true;
      try {
        return await prompt.question("");
      } finally {
        muted = false;
        process.stdout.write("\n");
      }
    },
    close() {
      prompt.off("close", cancel);
      prompt.close();
    },
  };
}
