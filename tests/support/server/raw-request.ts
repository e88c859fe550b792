import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

/**
 * One HTTP/1.1 request to 127.0.0.1:`port` with exactly the Host, path and framing given (fetch sets its own Host
 * and normalises paths); without a `body` it sends no Content-Length. Answers the status, headers and body text.
 */
export function rawRequest(
  port: number,
  options: { host: string; path: string; method?: string; headers?: OutgoingHttpHeaders; body?: string },
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { host, path, method = 'GET', headers = {}, body } = options;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { host, ...headers } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
