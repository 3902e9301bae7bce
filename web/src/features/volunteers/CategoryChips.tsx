import { cx } from '../../ui/cx'
import type { Category } from './volunteers-view'
import { categories } from './volunteers-view'

interface CategoryChipsProps {
  selected: Category
  counts: Record<Category, number>
  onSelect: (category: Category) => void
}

/** The category chips (spec §2): all, snacks, setup, cleanup, transportation, equipment, other. */
export function CategoryChips({ selected, counts, onSelect }: CategoryChipsProps) {
  return (
    <ul className="category-chips" aria-label="Show needs of one kind">
      {categories.map((category) => (
        <li key={category.value}>
          <button
            type="button"
            className={cx('category-chip', selected === category.value && 'category-chip--selected')}
            aria-pressed={selected === category.value}
            onClick={() => onSelect(category.value)}
          >
            {category.label}
            <span className="category-chip__count" aria-label={`${counts[category.value]} needs`}>
              {counts[category.value]}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
