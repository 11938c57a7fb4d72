import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST the mock got: its headers and form fields (`from`, `to`, `message`). */
export interface ReceivedSms {
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
  status: number | 'hang';
}

/**
 * A local stand-in for 46elks' `POST /a1/sms` (node:http on 127.0.0.1, a free port). `respond` decides each answer:
 * an HTTP status (default 200 with 46elks' JSON), or 'hang' to never answer (a timeout on the sender's side).
 */
export class Mock46elks {
  readonly received: ReceivedSms[] = [];
  respond: (sms: Omit<ReceivedSms, 'status'>) => number | 'hang' = () => 200;
  private server?: Server;
  private readonly hanging = new Set<ServerResponse>();

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}/a1/sms`;
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        const sms = { headers: req.headers, form };
        const status = this.respond(sms);
        this.received.push({ ...sms, status });
        if (status === 'hang') {
          this.hanging.add(res);
          return;
        }
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(
          status < 300 ? JSON.stringify({ status: 'created', id: `s${this.received.length}` }) : 'error',
        );
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    const server = this.server;
    this.server = undefined;
    server?.closeAllConnections();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
