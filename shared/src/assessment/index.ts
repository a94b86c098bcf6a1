export * from './baseline-benchmark';
export * from './blend-benchmark';
export * from './company-identity';
export * from './maturity-levels';
export * from './public-baseline';
export * from './score-answers';
export * from './scoring-rubric';
export * from './standing-band';
