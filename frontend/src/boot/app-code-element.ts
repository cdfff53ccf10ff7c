/**
 * The id of the JSON list, written into index.html by the build, of the files the app's code
 * starts with (its entry and every chunk the entry imports).
 */
export const APP_CODE_ELEMENT_ID = 'app-code';
