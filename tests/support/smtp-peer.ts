/**
 * A real SMTP server on loopback (smtp-server) that records what it receives, parsed back with
 * mailparser. STARTTLS is off because the package's built-in certificate has expired; it can
 * be stopped and restarted on the same port to simulate an outage, answer 451 for a while,
 * refuse chosen recipients with 550 (the reply repeating the address), or greet the next connections with 554 (a server-wide
 * refusal: "no service here" for now).
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import getPort from 'get-port';

interface Received {
  envelopeTo: string[];
  raw: Buffer;
  mail: ParsedMail;
}

export async function startSmtpPeer(port?: number) {
  const received: Received[] = [];
  let tempFail = false;
  const refused = new Set<string>();
  let greetingRefusals = 0;
  let connections = 0;
  let server: SMTPServer | undefined;
  const listenPort = port ?? (await getPort({ host: '127.0.0.1' }));

  const start = async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      size: 20 * 1024 * 1024,
      onConnect(_session, callback) {
        connections++;
        if (greetingRefusals > 0) {
          greetingRefusals--;
          return callback(Object.assign(new Error('No SMTP service here right now'), { responseCode: 554 }));
        }
        callback();
      },
      onRcptTo(address, _session, callback) {
        // Worded as Postfix words it, the address repeated in the reply.
        if (refused.has(address.address.toLowerCase()))
          return callback(
            Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: No such user here`), { responseCode: 550 }),
          );
        if (tempFail) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then(
            (mail) => {
              received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, mail });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(listenPort, '127.0.0.1', () => resolve());
    });
  };
  await start();

  return {
    port: listenPort,
    url: `smtp://127.0.0.1:${listenPort}/?ignoreTLS=true`,
    received,
    messageIds: () => received.map((r) => r.mail.messageId ?? ''),
    setTempFail(value: boolean) {
      tempFail = value;
    },
    /** Greets the next `count` connections with 554 and closes them (smtp-server's onConnect error). */
    refuseGreetings(count: number) {
      greetingRefusals = count;
    },
    /** Connections accepted so far (refused greetings included). */
    connections: () => connections,
    /** Answers 550 (a permanent refusal, repeating the address) for these recipients, or for none. */
    refuse(...addresses: string[]) {
      refused.clear();
      for (const address of addresses) refused.add(address.toLowerCase());
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    start,
  };
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
