/**
 * The baseline of `npm run bench:api`: node:http and nothing else, answering fixed JSON bytes read
 * from a file given as the first argument (`{"/path": {status, body}}`). Any other path gets 404.
 * Started as its own process, like the API it is compared with.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

export interface FixedAnswer {
  status: number;
  body: string;
}

const [answersFile = '', portText = '0'] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(answersFile, 'utf8')) as Record<string, FixedAnswer>).map(([path, answer]) => [
    path,
    { status: answer.status, body: Buffer.from(answer.body) },
  ]),
);
const notFound = Buffer.from('{"error":"Not found"}');

const server = createServer((request, response) => {
  const answer = answers.get(`${request.method} ${request.url}`);
  // A POST's body is read, as the API reads it, before the answer goes out.
  request.resume();
  request.on('end', () => {
    const body = answer?.body ?? notFound;
    response.writeHead(answer?.status ?? 404, { 'Content-Type': 'application/json', 'Content-Length': body.length });
    response.end(body);
  });
});
server.listen(Number(portText), '127.0.0.1', () => console.log(`bare server ready on ${portText}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
