// One port in front of several API processes, as a load balancer puts them: requests go round-robin, bodies and
// answers stream both ways (Server-Sent Events included), and every request is logged with the backend that served
// it. Each answer names its backend in `x-proxy-backend`; a request may pin one with the same header (an index).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The request header that pins a backend and the answer header that names it. */
export const BACKEND_HEADER = 'x-proxy-backend';

export interface ProxiedRequest {
  method: string;
  url: string;
  /** Index into the backends. */
  backend: number;
  /** 502 when the backend could not be reached. */
  status: number;
}

export interface LoadBalancer {
  origin: string;
  log: ProxiedRequest[];
  close(): Promise<void>;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

function withoutHeaders(headers: http.IncomingHttpHeaders, names: string[]): http.IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));
}

export async function startLoadBalancer(backends: string[]): Promise<LoadBalancer> {
  if (backends.length === 0) throw new Error('a load balancer needs a backend');
  const targets = backends.map((origin) => new URL(origin));
  const agent = new http.Agent({ keepAlive: true });
  const log: ProxiedRequest[] = [];
  let next = 0;

  const server = http.createServer((request, response) => {
    const pinned = request.headers[BACKEND_HEADER];
    let backend: number;
    if (typeof pinned === 'string') {
      backend = Number(pinned);
      if (!Number.isInteger(backend) || backend < 0 || backend >= targets.length) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end(`no backend ${pinned}`);
        return;
      }
    } else {
      backend = next;
      next = (next + 1) % targets.length;
    }
    const entry: ProxiedRequest = { method: request.method ?? 'GET', url: request.url ?? '/', backend, status: 0 };
    log.push(entry);
    const headers = withoutHeaders(request.headers, [...HOP_BY_HOP, BACKEND_HEADER]);
    const target = targets[backend]!;
    const upstream = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...headers, host: target.host, 'x-forwarded-host': request.headers.host ?? '' },
        agent,
      },
      (answer) => {
        entry.status = answer.statusCode ?? 0;
        const out = withoutHeaders(answer.headers, HOP_BY_HOP);
        response.writeHead(answer.statusCode ?? 502, { ...out, [BACKEND_HEADER]: String(backend) });
        // Flush each chunk as it comes (event streams must not wait for the end).
        response.flushHeaders();
        answer.pipe(response);
        response.on('close', () => answer.destroy());
      },
    );
    upstream.on('error', (error) => {
      entry.status = 502;
      if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'text/plain', [BACKEND_HEADER]: String(backend) });
        response.end(`backend ${backend} unreachable: ${error.message}`);
      } else response.destroy(error);
    });
    request.pipe(upstream);
    // A client that leaves (a closed event stream) ends the backend request too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    log,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        agent.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
