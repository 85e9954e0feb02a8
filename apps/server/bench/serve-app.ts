import { serveDemoApp } from './demo-server.ts';

// The real app for the HTTP benchmark (http.bench.ts starts it with the port to use).
await serveDemoApp(Number(process.argv[2] ?? 0));
