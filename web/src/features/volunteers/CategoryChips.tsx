import { useT } from '../../i18n/use-t'
import { cx } from '../../ui/cx'
import type { Category } from './volunteers-view'
import { categories } from './volunteers-view'
import { volunteersMessages } from './volunteers.messages'

interface CategoryChipsProps {
  selected: Category
  counts: Record<Category, number>
  onSelect: (category: Category) => void
}

/** The category chips (spec §2): all, snacks, setup, cleanup, transportation, equipment, other. */
export function CategoryChips({ selected, counts, onSelect }: CategoryChipsProps) {
  const t = useT()
  return (
    <ul className="category-chips" aria-label={t(volunteersMessages.showNeedsOfOneKind)}>
      {categories.map((category) => (
        <li key={category.value}>
          <button
            type="button"
            className={cx('category-chip', selected === category.value && 'category-chip--selected')}
            aria-pressed={selected === category.value}
            onClick={() => onSelect(category.value)}
          >
            {category.label}
            <span
              className="category-chip__count"
              aria-label={t(volunteersMessages.needCount, { count: counts[category.value] })}
            >
              {counts[category.value]}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
