import { defineHistory } from '@teamspace/domain/history/history.plugin'
import type { DomainEvent } from '@teamspace/domain/shared/events'
import { currentSchemaVersion, upcast } from '@teamspace/domain/shared/upcasting'
import { describe, expect, it } from 'vitest'
import { defineFeature } from '../feature'
import { upcastersOf } from './upcasters'

// Made-up features: one whose first event once carried a label, and one with an event of its own.
type GadgetEvent = DomainEvent<'GadgetMade', { gadgetId: string }> | DomainEvent<'GadgetRenamed', { gadgetId: string }>
type WidgetEvent = DomainEvent<'WidgetMade', { widgetId: string; size: number }>

const withoutLabel = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'label'))

const gadgetHistory = defineHistory<GadgetEvent>({
  label: 'Gadgets',
  sentences: {
    GadgetMade: (_d, c) => `${c.actor} made a gadget.`,
    GadgetRenamed: (_d, c) => `${c.actor} renamed a gadget.`,
  },
})

const gadgets = defineFeature<GadgetEvent>({
  name: 'gadgets',
  routes: async () => {},
  erasure: {},
  history: gadgetHistory,
  upcasters: { GadgetMade: { 1: withoutLabel } },
  liveTopics: { GadgetMade: [], GadgetRenamed: [] },
})
const widgets = defineFeature<WidgetEvent>({
  name: 'widgets',
  routes: async () => {},
  erasure: {},
  history: defineHistory<WidgetEvent>({
    label: 'Widgets',
    sentences: { WidgetMade: (_d, c) => `${c.actor} made a widget.` },
  }),
  upcasters: { WidgetMade: { 1: (data) => ({ ...data, size: 1 }), 2: (data) => ({ ...data, size: 2 }) } },
  liveTopics: { WidgetMade: [] },
})

describe('the upcasters of the features', () => {
  it('lift each event type with the steps its own feature declares', () => {
    const table = upcastersOf([gadgets, widgets])
    expect(upcast(table, 'GadgetMade', 1, { gadgetId: 'g', label: 'kept?' })).toEqual({
      data: { gadgetId: 'g' },
      schemaVersion: 2,
    })
    expect(upcast(table, 'WidgetMade', 1, { widgetId: 'w' })).toEqual({
      data: { widgetId: 'w', size: 2 },
      schemaVersion: 3,
    })
    expect([
      currentSchemaVersion(table, 'GadgetMade'),
      currentSchemaVersion(table, 'GadgetRenamed'),
      currentSchemaVersion(table, 'WidgetMade'),
    ]).toEqual([2, 1, 3])
  })

  it('refuse an event type that two features upcast', () => {
    const copy = defineFeature<GadgetEvent>({
      name: 'gadget-copies',
      routes: async () => {},
      erasure: {},
      history: gadgetHistory,
      upcasters: { GadgetMade: { 1: (data) => data } },
      liveTopics: { GadgetMade: [], GadgetRenamed: [] },
    })
    expect(() => upcastersOf([gadgets, copy])).toThrow('event type GadgetMade is upcast by two features')
  })
})
