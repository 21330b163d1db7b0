/** The CLI's side of the admin socket (server/admin/socket.ts; protocol: leads/commands/socket-protocol.ts). */
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import type { CommandIo } from '../leads/commands/run.ts';
import { adminSocketPath, type AdminMessage } from '../leads/commands/socket-protocol.ts';

/** The exit code of the command run by the server, or null when no server is listening. */
export async function runThroughAdminSocket(dataDir: string, argv: string[], io: CommandIo): Promise<number | null> {
  const socket = connect(adminSocketPath(dataDir));
  const connected = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
  });
  if (!connected) return null;
  socket.write(`${JSON.stringify({ argv })}\n`);
  let exit: number | null = null;
  for await (const line of createInterface({ input: socket })) {
    const message = JSON.parse(line) as AdminMessage;
    if ('stdout' in message) io.stdout(message.stdout);
    else if ('stderr' in message) io.stderr(message.stderr);
    else exit = message.exit;
  }
  if (exit === null) {
    io.stderr('The server closed the admin connection before the command finished.\n');
    return 1;
  }
  return exit;
}
