/** The root account every test database is seeded with. */
export const TEST_ROOT_PHONE = '0800000001';
export const TEST_ROOT_PASSWORD = 'root-password-for-tests';
