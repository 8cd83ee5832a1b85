export * from './closeCodes.js';
export * from './docNames.js';
export * from './split.js';
export * from './planDoc.js';
export * from './choresDoc.js';
export * from './docShape.js';
export { rememberParsed } from './docRecord.js';
export * from './listDoc.js';
export * from './savedMessage.js';
