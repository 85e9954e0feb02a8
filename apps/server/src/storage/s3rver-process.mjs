// Runs s3rver for s3-test-server.ts in a child process started with --openssl-legacy-provider:
// s3rver encrypts ListObjectsV2 continuation tokens with DES, which Node 17+ (OpenSSL 3) only
// offers from the legacy provider. Prints the port, then serves until its parent closes stdin.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${port}\n`);
process.stdin.resume();
process.stdin.on('end', () => server.close(() => process.exit(0)));
