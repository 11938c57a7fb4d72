import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

/** One POST the receiver got, with the status it answered. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  json: { event: string; booking: { id: string } } & Record<string, unknown>;
  status: number;
}

/**
 * A real local HTTP webhook receiver (node:http) on 127.0.0.1:`port`. `respond` decides each answer's status
 * (default 200); `stop()` and `start()` take it down (connection refused) and bring it back on the same port.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  respond: (hook: Omit<ReceivedWebhook, 'status'>) => number = () => 200;
  private server?: Server;

  constructor(readonly port: number) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  /** Requests for one booking, in arrival order. */
  forBooking(bookingId: string): ReceivedWebhook[] {
    return this.received.filter((r) => r.json.booking.id === bookingId);
  }

  /** Events delivered successfully (2xx) for one booking, in arrival order. */
  deliveredFor(bookingId: string): string[] {
    return this.forBooking(bookingId)
      .filter((r) => r.status < 300)
      .map((r) => r.json.event);
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const hook = { headers: req.headers, body, json: JSON.parse(body) };
        const status = this.respond(hook);
        this.received.push({ ...hook, status });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
