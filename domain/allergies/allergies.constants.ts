/**
 * The common allergens a family can share with the team, by code. A code names a kind of allergy, never a child:
 * the team sees the union of the codes its families chose to share ("Nut allergy in the team").
 */
export const allergens = ['nuts', 'peanuts', 'milk', 'egg', 'gluten', 'soy', 'sesame', 'fish', 'shellfish'] as const
export type Allergen = (typeof allergens)[number]

export const isAllergen = (value: string): value is Allergen => (allergens as readonly string[]).includes(value)

/** The codes in the list's order, each once: how a set of allergens is kept and shown. */
export const inListOrder = (codes: Iterable<string>): Allergen[] => {
  const chosen = new Set(codes)
  return allergens.filter((code) => chosen.has(code))
}

/** The spec-style English of each allergen: its short name, and how the team hears of it without a name. */
export const allergenWords = {
  nuts: { name: 'Nuts', inTheTeam: 'Nut allergy in the team' },
  peanuts: { name: 'Peanuts', inTheTeam: 'Peanut allergy in the team' },
  milk: { name: 'Milk', inTheTeam: 'Milk allergy in the team' },
  egg: { name: 'Egg', inTheTeam: 'Egg allergy in the team' },
  gluten: { name: 'Gluten', inTheTeam: 'Gluten intolerance in the team' },
  soy: { name: 'Soy', inTheTeam: 'Soy allergy in the team' },
  sesame: { name: 'Sesame', inTheTeam: 'Sesame allergy in the team' },
  fish: { name: 'Fish', inTheTeam: 'Fish allergy in the team' },
  shellfish: { name: 'Shellfish', inTheTeam: 'Shellfish allergy in the team' },
} as const satisfies Record<Allergen, { name: string; inTheTeam: string }>

export const allergyMessages = {
  notFound: 'Player not found.',
  notYours: "Only the child's parents or a coach can change the child's allergies.",
  onlyParentsShare: "Only the child's parents can choose to share allergies with the team.",
  unknownAllergen: 'Please choose allergies from the list.',
} as const
