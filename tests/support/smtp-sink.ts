import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real local SMTP server (the `smtp-server` package) on 127.0.0.1:`port` that accepts every message without
 * auth or TLS and keeps it parsed (`mailparser`). `stop()`/`start()` take it down and up on the same port.
 */
export class SmtpSink {
  readonly received: ParsedMail[] = [];
  /** Errors of client connections after listening (a client process killed mid-session resets its socket). */
  readonly connectionErrors: Error[] = [];
  private server?: SMTPServer;

  constructor(readonly port: number) {}

  /** The `SMTP_URL` that reaches this server. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    // smtp-server re-emits a connection's socket error on the server. Without a listener that is an uncaught
    // 'error' event and the whole test process dies; a real mail server logs it and keeps serving. The topology
    // test SIGKILLs a server while its mail pool may hold a connection, which resets (ECONNRESET) here.
    server.on('error', (err: Error) => {
      this.connectionErrors.push(err);
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
