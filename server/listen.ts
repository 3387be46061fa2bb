import type http from "node:http";

/** The variables that chose an address, to name in the message when it cannot be bound. */
export type Bind = { port: number; host: string; portName: string; hostName: string };

/**
 * Connections the kernel holds for the server before it accepts them (capped by the system's
 * `net.core.somaxconn`). Node's default, 511, overflowed when 2,000 readers opened connections at
 * once: the kernel dropped 1,068 of them (`npm run bench:burst`).
 */
export const LISTEN_BACKLOG = 4096;

/** Binds `server`, or rejects with one line that names the variable to change and why. */
export function listen(server: http.Server, bind: Bind): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => reject(new Error(listenProblem(error, bind)));
    server.once("error", failed);
    server.listen({ port: bind.port, host: bind.host, backlog: LISTEN_BACKLOG }, () => {
      server.off("error", failed);
      resolve();
    });
  });
}

export function listenProblem(error: NodeJS.ErrnoException, bind: Bind): string {
  const { port, host, portName, hostName } = bind;
  switch (error.code) {
    case "EADDRINUSE":
      return `${portName}=${port}: port ${port} on ${host} is already in use (is the site already running?); stop that program or choose another ${portName}`;
    case "EACCES":
      return `${portName}=${port}: not allowed to listen on port ${port} (ports below 1024 need root); choose another ${portName}`;
    case "EADDRNOTAVAIL":
      return `${hostName}=${host}: this machine has no such address; use 127.0.0.1, 0.0.0.0 or one of the machine's own addresses`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EAI_FAIL":
      return `${hostName}=${host}: no such host name; use an IP address such as 127.0.0.1 or 0.0.0.0`;
    default:
      return `${hostName}=${host} ${portName}=${port}: cannot listen there (${error.code ?? error.message})`;
  }
}
