/** The id of the team settings' "Create a team" section, where the team switcher leads. */
export const createTeamAnchor = 'create-team'
