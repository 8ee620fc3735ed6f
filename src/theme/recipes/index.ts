import { buttonRecipe } from './button'
import { containerRecipe } from './container'

export const recipes = {
  button: buttonRecipe,
  container: containerRecipe,
}
