/** The menu icons live in src/shared (the renderer's widgets draw them too); the layouts import them here. */
export { MENU_ICON_NAMES, MenuIcon } from '../../shared/MenuIcon';
