// Entry of a PDF render thread. A worker thread starts with plain Node, which cannot load the service's TypeScript
// (extensionless imports), whether the service runs under tsx (`npm run server`) or inside Vitest; tsx's scoped
// import compiles the thread's module graph without touching the rest of the process.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pdf-render-thread.ts', import.meta.url);
