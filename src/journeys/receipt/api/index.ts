export * from './receipt.ts';
