export * from './client.ts';
export * from './humanCheck.ts';
export * from './humanCheckGate.ts';
export { MAX_SSE_BUFFER, readServerSentEvents } from './sse.ts';
export * from './tokens.ts';
