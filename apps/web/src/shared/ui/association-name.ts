/** The association's name as the public pages' headers print it. */
export const ASSOCIATION_NAME = 'Asociación Académica';
