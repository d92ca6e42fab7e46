/** The shop's name and phone as the pages show them. */
export const SHOP_NAME = 'ร้านเกษตรอยุธยา';
export const SHOP_PHONE = '0352123456';
