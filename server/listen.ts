import type http from "node:http";

/** The variables that chose an address, to name in the message when it cannot be bound. */
export type Bind = { port: number; host: string; portName: string; hostName: string };

/**
 * Connections the kernel holds for the server before it accepts them (capped by the system's
 * `net.core.somaxconn`). Node's default, 511, overflowed when 2,000 readers opened connections at
 * once: the kernel dropped 1,068 of them (`npm run bench:burst`).
 */
export const LISTEN_BACKLOG = 4096;

/**
 * Whether each worker process binds the port itself, the kernel sharing the connections out
 * (`SO_REUSEPORT`, Linux), rather than the primary accepting each and handing it over: under
 * 2,000 connections at once, the hand-overs waited on the busy workers for seconds (decision 0038).
 */
export const WORKERS_SHARE_PORT = process.platform === "linux";

/**
 * Listening sockets each worker opens on the port. Node accepts one connection per socket per
 * turn of its event loop, and a turn serving a thousand busy connections takes tens of
 * milliseconds: with one socket a worker took in about ten new connections a second under load.
 */
export const SOCKETS_PER_WORKER = WORKERS_SHARE_PORT ? 16 : 1;

/**
 * Binds `server`, or rejects with one line that names the variable to change and why. `shared`:
 * one of several worker processes binding the same port. A program that binds it without asking
 * to share is refused; one of the same user that asks to share would get a share (decision 0038).
 */
export function listen(server: http.Server, bind: Bind, shared = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => reject(new Error(listenProblem(error, bind)));
    server.once("error", failed);
    const sharing = shared && WORKERS_SHARE_PORT ? { exclusive: true, reusePort: true } : {};
    server.listen({ port: bind.port, host: bind.host, backlog: LISTEN_BACKLOG, ...sharing }, () => {
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
