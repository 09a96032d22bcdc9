// react-admin's error pages (a crashed screen, a refused or failed sign-in check), loaded only
// when one shows (./AppError.tsx, ./AppAdmin.tsx): they bring MUI's Accordion and TextField.
export { AccessDenied, AuthenticationError, Error } from 'react-admin';
