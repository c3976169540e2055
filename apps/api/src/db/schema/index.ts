export { users } from './users.js';
