export * from './client.ts';
export { MAX_SSE_BUFFER, readServerSentEvents } from './sse.ts';
export * from './tokens.ts';
