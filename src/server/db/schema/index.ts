export * from './accounts.ts';
export * from './analytics.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './enums.ts';
export * from './orders.ts';
export * from './promotions.ts';
export * from './settings.ts';
