import net from "node:net";

/**
 * The first port from `start` that nothing listens on. Skipping taken ports keeps a function
 * left over from a crashed run from answering in place of the new one.
 */
export async function firstFreePort(start: number, taken: Set<number>): Promise<number> {
  for (let port = start; port < start + 1000; port++) {
    if (!taken.has(port) && (await isFree(port))) return port;
  }
  throw new Error(`no free port for functions from ${start}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}
