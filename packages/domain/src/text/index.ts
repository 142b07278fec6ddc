export * from './messages';
export * from './slug';
export * from './truncate';
export * from './countdown';
export * from './logDate';
export * from './clientErrorReport';
export * from './calendarDay';
