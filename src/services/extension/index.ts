export * from './bridge.ts';
export * from './fetcher.ts';
