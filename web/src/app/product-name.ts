/** The product's name: the same in every language, so it is no message. */
export const productName = 'Team Space'
