/** Storage keys, named as JeecgBoot names them (prefixed with pro__ by the storage). */
export const ACCESS_TOKEN = 'Access-Token';
export const USER_NAME = 'Login_Username';
export const USER_INFO = 'Login_Userinfo';
/** The user's own button permissions (`auth`). */
export const USER_AUTH = 'LOGIN_USER_BUTTON_AUTH';
/** Every button permission of the system (`allAuth`). */
export const SYS_BUTTON_AUTH = 'SYS_BUTTON_AUTH';
