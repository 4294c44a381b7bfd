import { createFileRoute } from '@tanstack/react-router'
import { MyAccountScreen } from '../../../../account/MyAccountScreen'
import { pages } from '../../../../frame/pages'
import { subPageParams } from '../../../../frame/subPageParams'

export const Route = createFileRoute('/_default/_auth/my-account/$')({
  params: subPageParams(pages['/my-account/$']),
  component: MyAccountScreen,
})
