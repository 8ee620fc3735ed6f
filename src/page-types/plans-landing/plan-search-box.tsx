/**
 * The plans search: a plain GET form without JavaScript; with it, a combobox (WAI-ARIA 1.2
 * list autocomplete) that filters as the visitor types and suggests plans by title. Arrow keys
 * move through the suggestions, Enter opens the highlighted plan, Escape closes the list.
 */
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import type { PlanSummary } from '../../content-model/content-model'
import type { LabelsOf } from '../../shared/i18n/label-groups'
import type { Translate } from '../../shared/i18n/use-labels'
import { MAX_QUERY_LENGTH, suggestPlans } from './plan-search'

const form = css({ position: 'relative', display: 'flex', gap: '2', flex: '1 1 16rem', minW: '0', zIndex: 'searchBar' })
const input = css({
  flex: '1',
  minW: '0',
  fontSize: 'md',
  px: '4',
  py: '3',
  border: '2px solid',
  borderColor: 'navy',
  bg: 'white',
  color: 'text',
})
const submit = css({ bg: 'navy', color: 'white', px: '5', fontSize: 'md', fontWeight: 'bodyBold', cursor: 'pointer' })
const listbox = css({
  position: 'absolute',
  top: '100%',
  left: '0',
  right: '0',
  zIndex: 'searchAutoComplete',
  bg: 'white',
  border: '2px solid',
  borderColor: 'navy',
  borderTop: 'none',
  listStyle: 'none',
  m: '0',
  p: '0',
  boxShadow: 'lg',
})
const option = css({
  px: '4',
  py: '3',
  cursor: 'pointer',
  color: 'navy',
  '&[aria-selected=true]': { bg: 'navy', color: 'white' },
  _hover: { textDecoration: 'underline' },
})

export function PlanSearchBox({
  plans,
  value,
  topic,
  action,
  onChange,
  onSubmit,
  t,
}: {
  plans: readonly PlanSummary[]
  value: string
  topic: string | null
  action: string
  onChange(text: string): void
  onSubmit(text: string): void
  t: Translate<LabelsOf<'plans'>>
}) {
  const navigate = useNavigate()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const suggestions = open ? suggestPlans(plans, value) : []
  const expanded = suggestions.length > 0
  const optionId = (index: number) => `${id}-option-${index}`

  const choose = (plan: PlanSummary) => {
    setOpen(false)
    void navigate({ to: plan.href })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      const count = suggestPlans(plans, value).length
      if (count === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => {
        const next = current + step
        return next < 0 ? count - 1 : next >= count ? 0 : next
      })
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault()
      choose(suggestions[active])
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <form
      role="search"
      method="get"
      action={action}
      className={form}
      onSubmit={(event) => {
        event.preventDefault()
        setOpen(false)
        onSubmit(value)
      }}
    >
      <label htmlFor={`${id}-input`} className={css({ srOnly: true })}>
        {t('plansSearchLabel')}
      </label>
      <input
        id={`${id}-input`}
        className={input}
        type="search"
        name="q"
        role="combobox"
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t('plansSearchPlaceholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {topic ? <input type="hidden" name="topic" value={topic} /> : null}
      <button type="submit" className={submit}>
        {t('plansSearchSubmit')}
      </button>
      <ul id={`${id}-listbox`} role="listbox" aria-label={t('plansSuggestions')} className={listbox} hidden={!expanded}>
        {suggestions.map((plan, index) => (
          <li
            key={plan.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={option}
            // Keep focus in the input: choosing happens before the blur would close the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(plan)}
          >
            {plan.title}
          </li>
        ))}
      </ul>
    </form>
  )
}
