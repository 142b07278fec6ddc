export * from './dealDetailBuilder';
export * from './dealSummaryBuilder';
