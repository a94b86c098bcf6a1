export * from './catalogue';
export * from './dropdown-options';
export * from './free-text-prompts';
export * from './questions';
export * from './questions-as-answered';
export * from './answered-choices';
