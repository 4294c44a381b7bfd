import { createFileRoute } from '@tanstack/react-router'
import { MyAccountScreen } from '../../../../account/MyAccountScreen'
import { subPageParams } from '../../../../frame/subPageParams'
import { accountSubPages } from '../../../../frame/subPages'

export const Route = createFileRoute('/_default/_auth/my-account/$')({
  params: subPageParams(accountSubPages),
  component: MyAccountScreen,
})
