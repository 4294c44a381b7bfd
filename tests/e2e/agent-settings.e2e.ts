import { expect, test } from '@playwright/test'
import { signInAsNewUser } from './support/session'
import { callApi } from './support/teamApi'

/** Issue 14, item 11: the agent settings page is titled with the agent's name, not its id. */
test('the agent settings heading names the agent, never its id', async ({ page }) => {
  await signInAsNewUser(page, 'agent-settings')
  const token = (await page.evaluate(() => localStorage.getItem('switchboard.token'))) as string
  const agent = await callApi<{ id: string }>(page.request, token, 'POST', 'voice/agents', {
    name: 'Ava',
    language: 'en',
  })

  await page.goto(`/agents/agents/${agent.id}/settings`)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText('Agent settings · Ava')
  await expect(heading).not.toContainText(agent.id)
})
