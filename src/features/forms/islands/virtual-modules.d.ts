// The tenant's form context, compiled in at build time (src/features/forms/build/form-context-module.ts).
declare module 'virtual:tenant-form-context' {
  const context: import('../rules/form-context.ts').FormContext;
  export default context;
}
