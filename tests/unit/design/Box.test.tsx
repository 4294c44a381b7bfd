import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Box } from '../../../src/design/Box'
import { Heading, Text } from '../../../src/design/Text'

describe('Box', () => {
  it('turns sprinkles props into classes and passes the rest to the element', () => {
    render(
      <Box
        as="nav"
        aria-label="Sections"
        id="sections"
        className="extra"
        padding="m"
        display={{ mobile: 'none', md: 'flex' }}
        color="textMuted"
      >
        links
      </Box>,
    )
    const nav = screen.getByRole('navigation', { name: 'Sections' })
    expect(nav.id).toBe('sections')
    expect(nav.classList).toContain('extra')
    expect(nav.classList.length).toBeGreaterThan(5)
    for (const sprinkleName of ['padding', 'display', 'color']) {
      expect(nav.hasAttribute(sprinkleName)).toBe(false)
    }
  })

  it('is a div by default', () => {
    render(<Box data-testid="box" />)
    expect(screen.getByTestId('box').tagName).toBe('DIV')
  })
})

describe('Text and Heading', () => {
  it('renders a paragraph unless told otherwise', () => {
    render(
      <>
        <Text>Plain</Text>
        <Text as="span" tone="muted" size="s">
          Quiet
        </Text>
      </>,
    )
    expect(screen.getByText('Plain').tagName).toBe('P')
    expect(screen.getByText('Quiet').tagName).toBe('SPAN')
    expect(screen.getByText('Quiet').className).not.toBe(screen.getByText('Plain').className)
  })

  it.each([1, 2, 3, 4] as const)('renders level %i as its heading element', (level) => {
    render(<Heading level={level}>Title</Heading>)
    expect(screen.getByRole('heading', { level, name: 'Title' }).tagName).toBe(`H${level}`)
  })
})
