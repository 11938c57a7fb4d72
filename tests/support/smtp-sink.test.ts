import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../../src/server/mail/smtp';
import { SmtpSink } from './smtp-sink';

/** The local SMTP server that the SMTP tests and the topology test (deploy/test-topology.ts) read mail from. */
describe('the local SMTP sink', () => {
  const sink = new SmtpSink(2534);
  beforeAll(() => sink.start());
  afterAll(() => sink.stop());

  it('outlives a client that resets its connection mid-session, and keeps accepting mail', async () => {
    // A sending process killed with SIGKILL in the middle of a message has its connection reset by the kernel: the
    // topology test does that to a server under booking load. smtp-server passes a reset inside a transaction (after
    // MAIL FROM) on to the server's 'error' event; before the sink listened there, that killed the test process.
    const socket = net.connect(sink.port, '127.0.0.1');
    const replies: string[] = [];
    const reply = () =>
      new Promise<string>((resolve, reject) => {
        socket.once('data', (chunk) => resolve(chunk.toString()));
        socket.once('error', reject);
      });
    replies.push(await reply()); // 220 greeting
    socket.write('EHLO client\r\n');
    replies.push(await reply());
    socket.write('MAIL FROM:<a@tidvis.test>\r\n');
    replies.push(await reply());
    expect(replies.map((r) => r.slice(0, 3))).toEqual(['220', '250', '250']);
    socket.resetAndDestroy();
    await expect.poll(() => sink.connectionErrors.length).toBeGreaterThan(0);
    expect(sink.connectionErrors[0]).toMatchObject({ code: 'ECONNRESET' });

    const transport = createMailTransport({ SMTP_URL: sink.url })!;
    await transport.sendMail({ from: 'a@tidvis.test', to: 'b@example.se', subject: 'Efter', text: 'Hej' });
    expect(sink.received.map((m) => m.subject)).toEqual(['Efter']);
  });
});
