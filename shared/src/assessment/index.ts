export * from './baseline-benchmark';
export * from './maturity-levels';
export * from './public-baseline';
export * from './score-answers';
export * from './scoring-rubric';
