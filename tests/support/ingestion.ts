/**
 * A stand-in for Amplitude's HTTP V2 ingestion endpoint on 127.0.0.1, for the analytics
 * end-to-end tests: it records every upload and answers with whatever status the test
 * chooses (the SDK reads the status from the JSON body's `code`). It can be stopped and
 * started again on the same port to play "server down".
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';

export interface UploadEvent {
  event_type: string;
  device_id?: string;
  session_id?: number;
  time?: number;
  insert_id?: string;
  event_properties?: Record<string, unknown>;
  user_properties?: Record<string, unknown>;
  [field: string]: unknown;
}

interface UploadBody {
  api_key: string;
  events: UploadEvent[];
  options?: {min_id_length?: number};
  client_upload_time: string;
}

export interface Upload {
  body: UploadBody;
  /** The status this server answered with. */
  status: number;
  receivedAt: number;
}

interface Answer {
  status: number;
  body?: Record<string, unknown>;
}

/** Decides the answer to one upload; `previous` are the uploads received before it. */
export type Responder = (body: UploadBody, previous: Upload[]) => Answer;

export const ok: Responder = (body) => ({
  status: 200,
  body: {events_ingested: body.events.length, payload_size_bytes: 0, server_upload_time: Date.now()},
});

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
};

export class IngestionServer {
  readonly uploads: Upload[] = [];
  respond: Responder = ok;
  private server: Server | undefined;

  constructor(readonly port: number) {}

  start(): Promise<void> {
    const server = createServer((req, res) => void this.handle(req, res));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  /** Stops listening and drops open connections: the endpoint is unreachable until start(). */
  stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return Promise.resolve();
    return new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  /** Uploads answered with `status` that carry an event of this device. */
  uploadsFrom(deviceId: string, status?: number): Upload[] {
    return this.uploads.filter(
      (u) => (status === undefined || u.status === status) && u.body.events.some((e) => e.device_id === deviceId),
    );
  }

  /** Every event of this device that the server accepted (answered 200). */
  delivered(deviceId: string): UploadEvent[] {
    return this.uploadsFrom(deviceId, 200).flatMap((u) => u.body.events.filter((e) => e.device_id === deviceId));
  }

  async waitFor<T>(find: () => T | undefined | false, what: string, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`ingestion server: timed out after ${timeoutMs} ms waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: UploadBody;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as UploadBody;
    } catch {
      res
        .writeHead(400, {...CORS, 'Content-Type': 'application/json'})
        .end(JSON.stringify({code: 400, error: 'Invalid JSON request body'}));
      return;
    }
    const answer = this.respond(body, [...this.uploads]);
    this.uploads.push({body, status: answer.status, receivedAt: Date.now()});
    res
      .writeHead(answer.status, {...CORS, 'Content-Type': 'application/json'})
      .end(JSON.stringify({code: answer.status, ...answer.body}));
  }
}
