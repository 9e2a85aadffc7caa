export * from './opened';
export * from './login';
export * from './register';
export * from './recover';
export * from './reset';
