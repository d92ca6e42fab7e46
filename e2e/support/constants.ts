/** The root account of the end-to-end shop. */
export const E2E_ROOT_PHONE = '0800000002';
export const E2E_ROOT_PASSWORD = 'e2e-root-password';
